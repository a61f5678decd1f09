/**
 * PostgreSQL advisory-lock keys of the API (docs/operations.md, "Several replicas"): one place, so no two
 * jobs share a key by accident. 7_241_001 is the demo seed, 7_241_002 pruning, 7_241_003 the idle-lead job.
 */
/** Migrations, the development signing key and the demo seed: one process at a time (API start, create-admin). */
export const STARTUP_LOCK_KEY = 7_241_000;

/** The document retention job (maintenance/document-retention.ts): one replica per run. */
export const DOCUMENT_RETENTION_LOCK_KEY = 7_241_004;
/** Re-wrapping the vault's data keys under the active master key (features/vault): one process at a time. */
export const VAULT_ROTATION_LOCK_KEY = 7_241_005;
