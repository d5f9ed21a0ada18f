import { Link } from '#client/components/Link';

/**
 * «Спецификация» beside the header's search: a plain link, the same for everyone (public HTML never
 * reads the visitor's cookies); `/spec` then shows a guest's list or leads a signed-in user to theirs.
 * A word, not an icon: the home page's JavaScript budget has no room for another drawing.
 */
export function SpecHeaderLink() {
  return (
    <Link className="site-header__spec" to="/spec">
      Спецификация
    </Link>
  );
}
