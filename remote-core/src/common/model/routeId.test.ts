import { parseRouteId } from './routeId';

describe('parseRouteId', () => {
  it('reads positive integer ids', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('225')).toBe(225);
  });

  it('refuses anything else', () => {
    expect(parseRouteId(undefined)).toBeNull();
    expect(parseRouteId('')).toBeNull();
    expect(parseRouteId('0')).toBeNull();
    expect(parseRouteId('-3')).toBeNull();
    expect(parseRouteId('3.5')).toBeNull();
    expect(parseRouteId('abc')).toBeNull();
    expect(parseRouteId('007')).toBeNull();
    expect(parseRouteId('12345678901')).toBeNull();
  });
});
