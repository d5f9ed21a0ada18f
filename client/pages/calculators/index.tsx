import type { LoaderFunctionArgs } from 'react-router';
import { Link } from '#client/components/Link';
import { loadContract, loadMainMenu, useContract } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import type { PageData } from '#client/seo/page-meta';
import { UiIcon } from '#client/components/UiIcon';
import { ContentIcon } from '#client/components/ContentIcon';
import { calculatorIcons, hasCalculatorIcon } from '#client/features/calculators/calculator-icons';
import { sectionPageMeta } from '#client/seo/section-meta';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu] = await Promise.all([loadMainMenu(deps, request), loadContract(deps, request, 'calculators', {})]);
  return { meta: sectionPageMeta(menu, 'calculators', '/calculators') };
}

/**
 * The calculators as cards (docs/behaviour.md, "Calculators"): name and summary from the catalogue,
 * an icon each. A catalogue entry the site has no maths for is left out rather than linked to a 404.
 */
export default function CalculatorsPage() {
  const items = useContract('calculators', {}).filter((item) => hasCalculatorIcon(item.id));
  return (
    <ul className="calc-grid">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={`/calculators/${encodeURIComponent(item.id)}`} className="calc-card">
            <span className="calc-card__icon">
              <ContentIcon name={hasCalculatorIcon(item.id) ? calculatorIcons[item.id] : undefined} />
            </span>
            <h2 className="calc-card__name">{item.name}</h2>
            <p className="calc-card__summary">{item.summary}</p>
            <span className="calc-card__more" aria-hidden="true">
              Рассчитать <UiIcon name="arrow-right" size={18} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
