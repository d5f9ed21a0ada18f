import { pluralForm } from '#shared/text/plural';
import type { OutgoingMail } from '../outbox';
import { resetCodeLifetime } from './password-reset';

/** The texts of the account mails. Links point at the public site, not at this API. */

/** «1 минуту», «2 минуты», «5 минут», «21 минуту»: the form a count needs after «действует». */
export function minutesPhrase(count: number): string {
  return `${count} ${pluralForm(count, ['минуту', 'минуты', 'минут'])}`;
}

/** An account mail: the greeting, what to do, the link to do it, and what to do if it was not asked for. */
function accountMail(to: string, name: string, subject: string, body: string[], link: string, ifNotAsked: string): OutgoingMail {
  return { to, subject, text: [`Здравствуйте, ${name}!`, '', ...body, link, '', ifNotAsked].join('\n'), link };
}

export function activationMail(to: string, name: string, siteOrigin: string, code: string): OutgoingMail {
  return accountMail(
    to,
    name,
    'Подтверждение регистрации',
    ['Вы зарегистрировались на сайте. Чтобы активировать учётную запись, перейдите по ссылке:'],
    `${siteOrigin}/confirm/registration/${code}`,
    'Если вы не регистрировались, просто проигнорируйте это письмо.',
  );
}

export function passwordResetMail(to: string, name: string, siteOrigin: string, code: string): OutgoingMail {
  return accountMail(
    to,
    name,
    'Восстановление пароля',
    [
      `Код для восстановления пароля: ${code}`,
      `Код действует ${minutesPhrase(resetCodeLifetime / 60_000)}. Введите его в форме восстановления пароля:`,
    ],
    // The recovery popup's second step (recovery → recovery2), with the e-mail filled in.
    `${siteOrigin}/?auth=recovery2&email=${encodeURIComponent(to)}`,
    'Если вы не запрашивали восстановление пароля, просто проигнорируйте это письмо: пароль останется прежним.',
  );
}
