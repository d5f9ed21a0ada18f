import type { OutgoingMail } from '../outbox';
import { resetCodeLifetime } from './password-reset';

/** The texts of the account mails. Links point at the public site, not at this API. */

/** «1 минуту», «2 минуты», «5 минут», «21 минуту»: the form a count needs after «действует». */
export function minutesPhrase(count: number): string {
  const lastTwo = count % 100;
  const last = count % 10;
  const word = lastTwo >= 11 && lastTwo <= 14 ? 'минут' : last === 1 ? 'минуту' : last >= 2 && last <= 4 ? 'минуты' : 'минут';
  return `${count} ${word}`;
}

export function activationMail(to: string, name: string, siteOrigin: string, code: string): OutgoingMail {
  const link = `${siteOrigin}/confirm/registration/${code}`;
  return {
    to,
    subject: 'Подтверждение регистрации',
    text: [
      `Здравствуйте, ${name}!`,
      '',
      'Вы зарегистрировались на сайте. Чтобы активировать учётную запись, перейдите по ссылке:',
      link,
      '',
      'Если вы не регистрировались, просто проигнорируйте это письмо.',
    ].join('\n'),
    link,
  };
}

export function passwordResetMail(to: string, name: string, siteOrigin: string, code: string): OutgoingMail {
  // The recovery popup's second step (recovery → recovery2), with the e-mail filled in.
  const link = `${siteOrigin}/?auth=recovery2&email=${encodeURIComponent(to)}`;
  return {
    to,
    subject: 'Восстановление пароля',
    text: [
      `Здравствуйте, ${name}!`,
      '',
      `Код для восстановления пароля: ${code}`,
      `Код действует ${minutesPhrase(resetCodeLifetime / 60_000)}. Введите его в форме восстановления пароля:`,
      link,
      '',
      'Если вы не запрашивали восстановление пароля, просто проигнорируйте это письмо: пароль останется прежним.',
    ].join('\n'),
    link,
  };
}
