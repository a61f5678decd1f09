/**
 * The notification message syntax (back-office spec §2, contract `Notification.message`): plain
 * text in which `**…**` marks bold and a line break (`\n`, or `\r\n`) starts a new line. The text
 * is split into lines of segments here and turned into elements by `MessageText`; it is never
 * treated as HTML, so `<b>` or `<script>` in a message shows as those characters.
 *
 * Rules where the syntax says nothing:
 * - bold is matched within one line, left to right, shortest first: `**a** and **b**` is two
 *   bold runs;
 * - an unmatched `**` (no closing pair on the same line) stays as the two asterisks;
 * - `****` (bold with nothing inside) stays as four asterisks;
 * - single asterisks are text.
 */
export interface MessageSegment {
  text: string;
  bold: boolean;
}

/** One line of the message: its segments in order (an empty line has none). */
export type MessageLine = MessageSegment[];

const BOLD = /\*\*(.+?)\*\*/g;

function lineSegments(line: string): MessageLine {
  const segments: MessageLine = [];
  let plainStart = 0;
  for (const match of line.matchAll(BOLD)) {
    const start = match.index;
    if (start > plainStart) segments.push({ text: line.slice(plainStart, start), bold: false });
    segments.push({ text: match[1], bold: true });
    plainStart = start + match[0].length;
  }
  if (plainStart < line.length) segments.push({ text: line.slice(plainStart), bold: false });
  return segments;
}

/** The message as lines of plain and bold segments. */
export function parseMessage(message: string): MessageLine[] {
  return message.split(/\r\n|\r|\n/).map(lineSegments);
}
