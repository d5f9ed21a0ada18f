import type { LoaderFunctionArgs } from 'react-router';
import { Link, useParams } from 'react-router';
import { loadContract, loadMainMenu, useContract } from '#client/app/contract-data';
import type { AppDeps } from '#client/app/data';
import type { PageData } from '#client/app/page-meta';
import { sectionPageMeta } from '#client/page-parts/section-meta';

export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu, calculator] = await Promise.all([
    loadMainMenu(deps, request),
    loadContract(deps, request, 'calculator', { calcID: params.calcID ?? '' }),
    loadContract(deps, request, 'calculators', {}),
  ]);
  return {
    meta: sectionPageMeta(menu, 'calculators', `/calculators/${encodeURIComponent(calculator.id)}`, {
      name: calculator.name,
      description: calculator.summary,
    }),
  };
}

export default function CalculatorPage() {
  const calcID = useParams().calcID ?? '';
  const calculator = useContract('calculator', { calcID });
  const others = useContract('calculators', {}).filter((c) => c.id !== calcID);
  return (
    <div className="with-aside">
      <p className="lead">{calculator.summary}</p>
      <aside className="aside" aria-labelledby="other-calculators">
        <h2 id="other-calculators">Другие калькуляторы</h2>
        <ul>
          {others.map((c) => (
            <li key={c.id}>
              <Link to={`/calculators/${encodeURIComponent(c.id)}`}>{c.name}</Link>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
