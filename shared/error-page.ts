/**
 * Error pages: default titles and the unmatched-route message (docs/behaviour.md, "Error pages").
 * A 503 is the site's own answer while upstream is down (the circuit breaker is open): its page
 * says so in Russian instead of the default title.
 */
export const errorTitles = {
  notFound: 'Page Not Found',
  unavailable: 'Сайт временно недоступен',
  other: 'Internal Server Error',
} as const;

export function errorTitle(status: number): string {
  return status === 404 ? errorTitles.notFound : status === 503 ? errorTitles.unavailable : errorTitles.other;
}

/** The status message of that 503 page. */
export const unavailableMessage = 'Временно недоступно';

/**
 * The status message of an error page other than a 404 (docs/behaviour.md, "Error pages"): Russian,
 * like every text a visitor reads; the HTTP reason phrase stays in the status line.
 */
export function errorMessage(status: number): string {
  if (status === 503) return unavailableMessage;
  if (status === 502) return 'Сервис данных ответил ошибкой';
  if (status === 504) return 'Сервис данных не ответил вовремя';
  // A client's mistake (a design link that does not decode, a bad query) is not the server's error.
  if (status >= 400 && status < 500) return clientErrorMessage;
  return 'Ошибка на сервере';
}

/** The status message of a 4xx other than 404. */
export const clientErrorMessage = 'Ошибка в адресе или запросе';

/** No route matches the path. */
export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}

/** A route matches, but a parameter of it cannot be valid (`/posts/news/abc`): the router's validation wording. */
export function invalidRouteMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

/** The error code of a read refused for a route parameter that cannot be valid. */
export const invalidRouteParameterCode = 'invalid_route_parameter';

export function errorDescription(status: number): string {
  if (status === 404)
    return 'Такой страницы нет: возможно, она была удалена или в адресе опечатка. Начните с главной страницы или загляните в каталог.';
  if (status === 503)
    return (
      'Сервис данных сейчас не отвечает, поэтому эта страница временно недоступна. ' +
      'Мы уже восстанавливаем работу — обновите страницу через минуту.'
    );
  if (status >= 400 && status < 500 && status !== 404)
    return 'В адресе страницы или в запросе ошибка: проверьте ссылку, которой вы воспользовались, или начните с главной страницы.';
  if (status === 502 || status === 504)
    return 'Сервис данных сейчас не отвечает. Обновите страницу через минуту — мы уже знаем о проблеме.';
  return 'На сервере произошла ошибка. Обновите страницу через минуту или вернитесь на главную.';
}
