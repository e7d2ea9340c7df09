/**
 * How long the centre keeps enquiries and contact messages: the server deletes older ones,
 * and the privacy policy states the same figure. Change it here, then rebuild and restart.
 */
export const RETENTION_MONTHS = 24;
