export interface DevanagariFace {
  weight: number;
  file: string;
  local: string[];
}
export const DEVANAGARI_FAMILY: string;
export const DEVANAGARI_FACES: DevanagariFace[];
export const DEVANAGARI_UNICODE_RANGE: string;
export function fontFaceRule(face: DevanagariFace, url: string): string;
