import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import type { ActivationResult, AppDeps } from '#client/data/data';
import { loadMainMenu } from '#client/data/contract-data';
import { sectionCrumbs, type PageData } from '#client/seo/page-meta';

interface ConfirmData extends PageData {
  activated: boolean;
  message: string | null;
}

/** Activation happens on the server when the e-mail link is opened; then the outcome. */
export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<ConfirmData> {
  const code = params.registrationID ?? '';
  const [menu, result] = await Promise.all([
    loadMainMenu(deps, request),
    /^[\w-]{1,200}$/.test(code) ? deps.activate(code) : Promise.resolve<ActivationResult>({ ok: false }),
  ]);
  const title = result.ok ? 'Учётная запись активирована' : 'Не удалось активировать учётную запись';
  return {
    meta: {
      title,
      description: 'Подтверждение регистрации',
      h1: title,
      breadcrumbs: sectionCrumbs(menu, null),
      canonical: new URL(request.url).pathname,
      noindex: true,
    },
    activated: result.ok,
    message: result.ok ? null : (result.message ?? null),
  };
}

export default function ConfirmRegistrationPage() {
  const { activated, message, meta } = useLoaderData() as ConfirmData;
  return (
    <div className="notice" data-testid="activation-result" data-activated={activated}>
      <h1 id="page-title">{meta.h1}</h1>
      {activated ? (
        <p>Регистрация подтверждена. Теперь войдите с e-mail и паролем, которые указали при регистрации.</p>
      ) : (
        <>
          <p>{message ?? 'Ссылка активации недействительна или уже использована'}</p>
          <p>Если вы уже активировали учётную запись, просто войдите.</p>
        </>
      )}
      <p>
        <a className="button" href="/?auth=login">
          Войти
        </a>
      </p>
    </div>
  );
}
