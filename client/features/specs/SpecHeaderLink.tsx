import { Link } from '#client/components/Link';
import { UiIcon } from '#client/components/UiIcon';

/**
 * «Спецификация» in the header: a plain link, the same for everyone (public HTML never reads the
 * visitor's cookies); `/spec` then shows a guest's list or leads a signed-in user to theirs.
 */
export function SpecHeaderLink() {
  return (
    <Link className="site-header__spec" to="/spec">
      <UiIcon name="format-list-checks" size={22} />
      <span className="site-header__spec-label">Спецификация</span>
    </Link>
  );
}
