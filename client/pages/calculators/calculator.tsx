import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useLocation, useNavigationType, useParams } from 'react-router';
import { isAddressOnly } from '#client/navigation/address-only-navigation';
import { loadContract, loadMainMenu, useContract } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import { notFound } from '#client/data/http-error';
import { LinkListSection } from '#client/components/LinkListSection';
import type { PageData } from '#client/seo/page-meta';
import { CalculatorTool } from '#client/features/calculators/CalculatorTool';
import { CalculatorOffers } from '#client/features/calculators/CalculatorOffers';
import { AddToSpecButton } from '#client/features/specs/AddToSpecButton';
import { SaveToProjectButton } from '#client/features/account/SaveToProjectButton';
import { contractQuery } from '#client/data/data';
import { calculatorView, isKnownCalculator } from '#client/features/calculators/views';
import type { Outcome } from '#client/features/calculators/calculator-view';
import { sectionPageMeta } from '#client/seo/section-meta';

const calculatorPath = (id: string) => `/calculators/${encodeURIComponent(id)}`;

export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const calcID = params.calcID ?? '';
  const [menu, calculator] = await Promise.all([
    loadMainMenu(deps, request),
    loadContract(deps, request, 'calculator', { calcID }),
    loadContract(deps, request, 'calculators', {}),
    isKnownCalculator(calcID)
      ? calculatorView(calcID).then((view) => loadOffers(deps, view.evaluate(new URL(request.url).searchParams)))
      : null,
  ]);
  // A catalogue entry without maths on this site has no page to show.
  if (!isKnownCalculator(calculator.id)) notFound(new URL(request.url).pathname);
  // The query is the calculation, not another page: every address of a calculator names the
  // plain page as canonical (docs/behaviour.md, "Calculators").
  return {
    meta: sectionPageMeta(menu, 'calculators', calculatorPath(calculator.id), { name: calculator.name, description: calculator.summary }),
  };
}

/**
 * The result's catalogue products are in the page's HTML, so that they show without JavaScript
 * (docs/calculators.md, "From result to product"). They are not what decides the page: a read
 * that fails leaves its group to the browser, never the calculator to an error page.
 */
async function loadOffers(deps: AppDeps, outcome: Outcome): Promise<void> {
  if (outcome.state !== 'computed') return;
  await Promise.all(
    outcome.offers
      .filter((offer) => Object.values(offer.filters).every((values) => values.length > 0))
      .map((offer) =>
        deps.queryClient
          .ensureQueryData(contractQuery(deps, 'catalogOffers', { sectionid: offer.sectionId }, offer.filters))
          .catch(() => null),
      ),
  );
}

export default function CalculatorPage() {
  const calcID = useParams().calcID ?? '';
  const calculator = useContract('calculator', { calcID });
  const others = useContract('calculators', {}).filter((item) => item.id !== calculator.id && isKnownCalculator(item.id));
  const location = useLocation();
  const navigationType = useNavigationType();
  // The form starts again from the address when the address changes by any other way than the
  // form writing it (a link, back and forward); its own writes keep what is being typed.
  const [formKey, setFormKey] = useState(location.key);
  if (formKey !== location.key && !isAddressOnly(location.state, navigationType)) setFormKey(location.key);
  const id = calculator.id;
  if (!isKnownCalculator(id)) return null;

  return (
    <div className="calculator-page">
      <p className="lead calculator-page__lead">{calculator.summary}</p>
      {/* No Suspense boundary: the loader has loaded the calculator before the server renders, so the
          form and result are in the page's own HTML (a boundary this large would be sent after the
          page, for a script to move into place — nothing a browser without JavaScript would show).
          Hydrating, the browser waits for the calculator's chunk with the server's HTML on screen. */}
      <CalculatorTool
        key={`${id}:${formKey}`}
        id={id}
        path={calculatorPath(id)}
        initialSearch={location.search}
        offers={(offers) => <CalculatorOffers offers={offers} addToSpec={(product) => <AddToSpecButton productId={product.id} />} />}
        saveToProject={(address) => <SaveToProjectButton kind="calculation" title={calculator.name} address={address} />}
      />
      {others.length ? (
        <LinkListSection
          className="calc-others"
          id="other-calculators"
          title="Другие калькуляторы"
          links={others.map((item) => ({ to: calculatorPath(item.id), label: item.name }))}
        />
      ) : null}
    </div>
  );
}
