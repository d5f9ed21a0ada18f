import { limitRules, type LimitCheck } from './rate-limit';

/**
 * Which attempt limits each account action meets (docs/behaviour.md, "Attempt limits"), for the site's
 * /api and for the embedded API's own port alike (server/embedded/socket-guard.ts). Logins, reset
 * requests and reset codes count apart, so filling one counter never blocks another action. Only
 * counters an attacker fills from their own address refuse; what anyone anywhere can raise for an
 * account (its failed logins) only slows it down, and nothing counted per account alone stops the
 * owner's reset mail.
 *
 * `email` is the account key (trimmed, lower case), `ip` the client address.
 */
export const accountLimits = {
  login: (email: string, ip: string) => {
    const pair: LimitCheck = { rule: limitRules.loginFailuresPerAccountAndIp, key: `${email}|${ip}` };
    const address: LimitCheck = { rule: limitRules.loginFailuresPerIp, key: ip };
    const account: LimitCheck = { rule: limitRules.loginFailuresPerAccount, key: email };
    return {
      /** Refuse while either is at its limit: they count failures from this address only. */
      blocking: [pair, address],
      /** Each login of the account waits longer past its failures' maximum, the owner's too; none is refused. */
      slowing: account,
      /** A wrong password counts on all three. */
      failures: [pair, address, account],
      /** The owner signing in from this address forgets that address's failures for the account. */
      success: [pair],
    };
  },
  registration: (email: string, ip: string): LimitCheck[] => [
    { rule: limitRules.registrationPerIp, key: ip },
    { rule: limitRules.registrationPerEmail, key: email },
  ],
  /**
   * Every request counts; over either, a 429. Per e-mail only from this address: another address's
   * flood refuses nobody else, so mails to one address are bounded by the addresses sending them.
   */
  resetRequest: (email: string, ip: string): LimitCheck[] => [
    { rule: limitRules.resetRequestsPerIp, key: ip },
    { rule: limitRules.resetRequestsPerEmailAndIp, key: `${email}|${ip}` },
  ],
  /**
   * Wrong codes from one address, across accounts, make that address's next tries wait longer; none
   * is refused, so a valid code always goes through. Guessing stays hopeless: a code itself dies
   * after 5 wrong tries upstream.
   */
  resetCode: (ip: string): LimitCheck => ({ rule: limitRules.resetCodeFailuresPerIp, key: ip }),
  quote: (ip: string): LimitCheck[] => [{ rule: limitRules.quotePerIp, key: ip }],
};
