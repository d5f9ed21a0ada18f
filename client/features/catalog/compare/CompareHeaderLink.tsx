import { Link } from '#client/components/Link';
import { UiIcon } from '#client/components/UiIcon';
import { compareHref } from '#shared/catalog/compare-list';
import { useCompareList } from './compare-cookie';

/**
 * «Сравнение» in the header: always a link (without JavaScript `/catalog/compare` sends the visitor
 * to their list); after hydration it leads to the list's own address and shows the count, from the
 * browser's own cookie.
 */
export function CompareHeaderLink() {
  const list = useCompareList();
  const count = list?.length ?? 0;
  return (
    <Link className="site-header__compare" to={compareHref(list ?? [])} aria-label={count ? `Сравнение, товаров: ${count}` : 'Сравнение'}>
      <UiIcon name="scale-balance" size={22} />
      {count ? (
        <span className="site-header__badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
