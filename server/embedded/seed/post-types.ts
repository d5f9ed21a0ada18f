import { company } from './company';
import type { PostType } from '#shared/contract';

export const postTypes: PostType[] = [
  {
    type: 'news',
    title: 'Новости',
    seo: {
      title: `Новости компании — ${company.brand}`,
      description: 'Новости производства, новые сертификаты, завершённые объекты и изменения в работе компании.',
      h1: 'Новости',
    },
  },
  {
    type: 'articles',
    title: 'Статьи',
    seo: {
      title: `Статьи об электрощитах и электроснабжении — ${company.brand}`,
      description: 'Практические статьи инженеров: выбор автоматов и УЗО, сечение кабеля, заземление, устройство ВРУ и щитов АВР.',
      h1: 'Статьи',
    },
  },
];
