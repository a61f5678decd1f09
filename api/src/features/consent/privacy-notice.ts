import { readFileSync } from 'node:fs';
import { Value } from '@sinclair/typebox/value';
import { PrivacyNoticeText, type Language, type PrivacyNotice } from 'shared-contracts';
import { ConfigError, type PrivacySettings } from '../../config';

/** The notice in each language the deployment wrote it in (docs/privacy.md#the-notice-in-hindi). */
export interface PrivacyNotices {
  /** The English notice: its version is the one users consent to, whatever language they read it in. */
  current: PrivacyNotice;
  /** The notice in `language`; the English one when the deployment has none in that language. */
  in(language: Language): PrivacyNotice;
}

/** One notice file, checked: a file that is missing or not a notice stops the start, naming what is wrong. */
function readNoticeFile(variable: string, file: string): PrivacyNoticeText {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError([`${variable}: ${file} cannot be read as JSON (${(error as Error).message})`]);
  }
  // The file may carry a "$comment" for its editors; only the notice's own fields are kept.
  const text = Value.Clean(PrivacyNoticeText, structuredClone(parsed));
  const problem = [...Value.Errors(PrivacyNoticeText, text)][0];
  if (problem) throw new ConfigError([`${variable}: ${file} is not a privacy notice: ${problem.path || 'the file'} ${problem.message}`]);
  const { version, title, summary, sections } = text as PrivacyNoticeText;
  return { version, title, summary, sections };
}

/**
 * The notice users consent to: the deployment's files (PRIVACY_NOTICE_FILE, and PRIVACY_NOTICE_FILE_HI
 * for Hindi) with the grievance officer's contact from the configuration. Read once at start-up, rather
 * than a sign-in finding out. A translation is the same notice: its version must be the English one's,
 * since a consent is recorded against one version.
 */
export function loadPrivacyNotices(settings: PrivacySettings): PrivacyNotices {
  const grievance_officer = { ...settings.grievanceOfficer };
  const current: PrivacyNotice = { ...readNoticeFile('PRIVACY_NOTICE_FILE', settings.noticeFile), language: 'en', grievance_officer };
  let hindi: PrivacyNotice = current;
  if (settings.hindiNoticeFile !== null) {
    const text = readNoticeFile('PRIVACY_NOTICE_FILE_HI', settings.hindiNoticeFile);
    if (text.version !== current.version) {
      throw new ConfigError([
        `PRIVACY_NOTICE_FILE_HI: ${settings.hindiNoticeFile} is version "${text.version}" but the English notice is version "${current.version}": a translation must be of the same version`,
      ]);
    }
    hindi = { ...text, language: 'hi', grievance_officer };
  }
  return { current, in: (language) => (language === 'hi' ? hindi : current) };
}
