import { parseMessage } from './messageMarkup';

const plain = (text: string) => ({ text, bold: false });
const bold = (text: string) => ({ text, bold: true });

describe('parseMessage', () => {
  it('keeps plain text as one plain segment', () => {
    expect(parseMessage('Your lead was approved.')).toEqual([[plain('Your lead was approved.')]]);
  });

  it('turns each **pair** into a bold segment, several per line', () => {
    expect(parseMessage('Lead **Ravi Kumar** moved to **approved**.')).toEqual([
      [plain('Lead '), bold('Ravi Kumar'), plain(' moved to '), bold('approved'), plain('.')],
    ]);
    expect(parseMessage('**All bold**')).toEqual([[bold('All bold')]]);
  });

  it('splits lines on \\n, \\r\\n and \\r, keeping empty lines', () => {
    expect(parseMessage('One\nTwo\r\nThree\rFour')).toEqual([[plain('One')], [plain('Two')], [plain('Three')], [plain('Four')]]);
    expect(parseMessage('Top\n\nBottom')).toEqual([[plain('Top')], [], [plain('Bottom')]]);
    expect(parseMessage('')).toEqual([[]]);
  });

  it('matches bold within a line only', () => {
    expect(parseMessage('**start\nend**')).toEqual([[plain('**start')], [plain('end**')]]);
  });

  it('leaves unmatched, empty and single asterisks as text', () => {
    expect(parseMessage('**a** and **b')).toEqual([[bold('a'), plain(' and **b')]]);
    expect(parseMessage('Price ** 2')).toEqual([[plain('Price ** 2')]]);
    expect(parseMessage('****')).toEqual([[plain('****')]]);
    expect(parseMessage('5 * 3 = 15')).toEqual([[plain('5 * 3 = 15')]]);
  });

  it('keeps markup as characters', () => {
    expect(parseMessage('<script>alert(1)</script> **<b>x</b>**')).toEqual([[plain('<script>alert(1)</script> '), bold('<b>x</b>')]]);
  });
});
