/**
 * Who is the same person (README "Who"): a person's sessions, split into
 * parts by claims (contact_sessions), their address (contact_addresses) and
 * the referral that names them (contact_referrals). Written only by the
 * identity stage (worker/src/projections/identity), inside the transaction
 * of the projector that runs it; a person's id is their contact's.
 */
export const IDENTITY_TABLES = ['contact_sessions', 'contact_addresses', 'contact_referrals'] as const;
