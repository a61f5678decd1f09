/**
 * The file name a server export suggests in its Content-Disposition header
 * (`attachment; filename="leads-2026-01-31.csv"` or RFC 5987 `filename*=UTF-8''...`), reduced to a
 * plain name: no folders, no control characters. null when the header names none.
 */
export function fileNameFromDisposition(header: unknown): string | null {
  if (typeof header !== 'string' || header.trim() === '') return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
    if (plain) name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1].trim();
  }
  if (name === null) return null;
  // eslint-disable-next-line no-control-regex
  const safe = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return safe === '' || safe === '.' || safe === '..' ? null : safe;
}
