/** Error pages: default titles and the unmatched-route message (docs/behaviour.md, "Error pages"). */
export const errorTitles = { notFound: 'Page Not Found', other: 'Internal Server Error' } as const;

export function errorTitle(status: number): string {
  return status === 404 ? errorTitles.notFound : errorTitles.other;
}

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
  if (status === 502 || status === 503 || status === 504)
    return 'Сервис данных сейчас не отвечает. Обновите страницу через минуту — мы уже знаем о проблеме.';
  return 'На сервере произошла ошибка. Обновите страницу через минуту или вернитесь на главную.';
}
