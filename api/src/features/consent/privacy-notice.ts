import { readFileSync } from 'node:fs';
import { Value } from '@sinclair/typebox/value';
import { PrivacyNoticeText, type PrivacyNotice } from 'shared-contracts';
import { ConfigError, type PrivacySettings } from '../../config';

/**
 * The notice users consent to: the deployment's file (PRIVACY_NOTICE_FILE) with the grievance
 * officer's contact from the configuration. Read once at start-up: a file that is missing or not a
 * notice stops the start, naming what is wrong, rather than a sign-in finding out.
 */
export function loadPrivacyNotice(settings: PrivacySettings): PrivacyNotice {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(settings.noticeFile, 'utf8'));
  } catch (error) {
    throw new ConfigError([`PRIVACY_NOTICE_FILE: ${settings.noticeFile} cannot be read as JSON (${(error as Error).message})`]);
  }
  // The file may carry a "$comment" for its editors; only the notice's own fields are kept.
  const text = Value.Clean(PrivacyNoticeText, structuredClone(parsed));
  const problem = [...Value.Errors(PrivacyNoticeText, text)][0];
  if (problem) {
    throw new ConfigError([`PRIVACY_NOTICE_FILE: ${settings.noticeFile} is not a privacy notice: ${problem.path || 'the file'} ${problem.message}`]);
  }
  const { version, title, summary, sections } = text as PrivacyNoticeText;
  return { version, title, summary, sections, grievance_officer: { ...settings.grievanceOfficer } };
}
