export interface DevanagariFace {
  weight: number;
  file: string;
  local: string[];
  firstFrame: boolean;
}
export const DEVANAGARI_FACES: DevanagariFace[];
export const DEVANAGARI_UNICODE_RANGE: string;
export function fontFaceRule(face: DevanagariFace, url: string): string;
