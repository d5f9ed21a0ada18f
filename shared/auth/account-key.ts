/**
 * Accounts are named by their e-mail address, which both a password change and a reset know: the key
 * of an account's revocations and attempt limits, on the site and on the embedded API's port alike.
 */
export const accountKeyOf = (email: string) => email.trim().toLowerCase();
