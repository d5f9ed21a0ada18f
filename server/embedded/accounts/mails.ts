import type { OutgoingMail } from '../outbox';
import { resetCodeLifetime } from './password-reset';

/** The texts of the account mails. Links point at the public site, not at this API. */

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
      'Если вы не регистрировались, просто не отвечайте на это письмо.',
    ].join('\n'),
    link,
  };
}

export function passwordResetMail(to: string, name: string, siteOrigin: string, code: string): OutgoingMail {
  // The recovery popup's second step, with the e-mail filled in (spec §4: recovery → recovery2).
  const link = `${siteOrigin}/?auth=recovery2&email=${encodeURIComponent(to)}`;
  return {
    to,
    subject: 'Восстановление пароля',
    text: [
      `Здравствуйте, ${name}!`,
      '',
      `Код для восстановления пароля: ${code}`,
      `Код действует ${resetCodeLifetime / 60_000} минут. Введите его в форме восстановления пароля:`,
      link,
      '',
      'Если вы не запрашивали восстановление, просто не отвечайте на это письмо: пароль останется прежним.',
    ].join('\n'),
    link,
  };
}
