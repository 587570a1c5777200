/**
 * How long contact messages are kept (issue 15): the server's daily purge deletes older ones
 * unless `RETENTION_DAYS` says otherwise, and the privacy policy states this default.
 */
export const RETENTION_DAYS_DEFAULT = 365;
