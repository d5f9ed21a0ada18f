import type { LoaderFunctionArgs } from 'react-router';
import { Link } from 'react-router';
import { loadMainMenu } from '#client/app/contract-data';
import type { AppDeps } from '#client/app/data';
import type { PageData } from '#client/app/page-meta';
import { sectionPageMeta } from '#client/page-parts/section-meta';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const menu = await loadMainMenu(deps, request);
  return {
    meta: sectionPageMeta(menu, 'elpanels', '/elpanels/designer', {
      name: 'Конструктор электрощита',
      description: 'Соберите электрощит под свой объект: вводной автомат, защита линий, учёт и корпус.',
    }),
  };
}

export default function ElPanelDesignerPage() {
  return (
    <div className="steps">
      <ol>
        <li>Выберите тип объекта и ввод: однофазный или трёхфазный.</li>
        <li>Добавьте группы потребителей — освещение, розетки, плита, котёл.</li>
        <li>Получите состав щита, схему и смету, сохраните её в личном кабинете.</li>
      </ol>
      <p>
        Уже знаете, что нужно? Посмотрите <Link to="/elpanels">готовые щиты</Link>.
      </p>
    </div>
  );
}
