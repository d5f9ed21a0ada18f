import type { LoaderFunctionArgs } from 'react-router';
import { Link } from '../components/Link';
import { menuPaths } from '#shared/routes';
import { loadContract, loadMainMenu, useContract } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import type { Home } from '#shared/contract';
import { metaFromSeo, type PageData } from '#client/seo/page-meta';
import { ContactsBlock } from '../components/ContactsBlock';
import { NamedIcon } from '../components/NamedIcon';
import { Deferred } from '../components/Deferred';
import { PostCard } from '../components/PostCard';
import { ProjectCard, projectCardData } from '../components/ProjectCard';
import { useShellData } from '#client/data/shell-data';
import { UiIcon } from '../components/UiIcon';
import { JsonLd } from '../components/JsonLd';
import { useSite } from '#client/data/deps-context';
import { organization } from '#client/seo/structured-data';

const latestPostsQuery = { page: 1, perPage: 3 } as const;

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [home] = await Promise.all([
    loadContract(deps, request, 'home', {}),
    loadMainMenu(deps, request),
    loadContract(deps, request, 'seoPages', {}),
  ]);
  return { meta: metaFromSeo(home.seo, '/', []) };
}

/** The home page: the offer, the ways to work with us, and the latest of each list. */
export default function HomePage() {
  const home = useContract('home', {});
  const { contacts } = useShellData();
  const { origin } = useSite();

  return (
    <>
      <JsonLd data={organization(contacts, origin)} />
      <Hero hero={home.hero} />
      <Directions directions={home.directions} />
      <Advantages home={home} />
      <FeaturedProjects />
      <LatestNews />
      <Services />
      <section className="container section" aria-labelledby="contacts-title">
        <h2 id="contacts-title" className="section__title">
          Контакты
        </h2>
        <ContactsBlock contacts={contacts} className="contacts--wide" />
      </section>
    </>
  );
}

function Hero({ hero }: { hero: Home['hero'] }) {
  return (
    <section className="hero">
      <div className="container hero__grid">
        <div className="hero__text">
          <h1 id="page-title">{hero.title}</h1>
          <p className="hero__lead">{hero.lead}</p>
          <p className="hero__actions">
            <Link className="button" to="/catalog">
              Перейти в каталог
            </Link>
            <Link className="button button--ghost-light" to="/elpanels/designer">
              Собрать щит
            </Link>
          </p>
        </div>
        <img
          className="hero__image"
          src={hero.image.src}
          alt={hero.image.alt}
          width={hero.image.width}
          height={hero.image.height}
          fetchPriority="high"
        />
      </div>
    </section>
  );
}

const directionPaths = { catalog: menuPaths.catalog, elpanels: menuPaths.elpanels, calculators: menuPaths.calculators };

/** The three directions of the business, then the catalogue's sections as chips. */
function Directions({ directions }: { directions: Home['directions'] }) {
  const { catalog } = useShellData();
  return (
    <section className="container section" aria-labelledby="directions-title">
      <h2 id="directions-title" className="section__title">
        Чем мы можем помочь
      </h2>
      <div className="directions">
        {directions.map((direction) => (
          <Link key={direction.key} to={directionPaths[direction.key]} className="direction">
            <h3>{direction.title}</h3>
            <p>{direction.text}</p>
            <span className="direction__more">
              Подробнее <UiIcon name="arrow-right" size={18} />
            </span>
          </Link>
        ))}
      </div>
      <ul className="chips" aria-label="Разделы каталога">
        {catalog.map((section) => (
          <li key={section.id}>
            <Link to={`/catalog/${encodeURIComponent(section.id)}`}>{section.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Advantages({ home }: { home: Home }) {
  return (
    <section className="section section--tinted" aria-labelledby="advantages-title">
      <div className="container">
        <h2 id="advantages-title" className="section__title">
          Почему выбирают нас
        </h2>
        <ul className="advantages">
          {home.advantages.map((advantage) => (
            <li key={advantage.title} className="advantage">
              <NamedIcon name={advantage.icon} size={32} className="content-icon" />
              <h3>{advantage.title}</h3>
              <p>{advantage.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Three featured projects, streamed in after the page (client/components/Deferred.tsx). */
function FeaturedProjects() {
  return (
    <section className="container section" aria-labelledby="projects-title">
      <div className="section__head">
        <h2 id="projects-title" className="section__title">
          Наши проекты
        </h2>
        <Link to="/portfolio">Все проекты</Link>
      </div>
      <Deferred
        name="portfolio"
        params={{}}
        query={{ featured: '1' }}
        select={(projects) => projects.slice(0, 3).map(projectCardData)}
        fallback={<div className="cards cards--skeleton" aria-busy="true" />}
      >
        {(projects) => (
          <div className="cards">
            {projects.map((project) => (
              <ProjectCard key={project.id} project={project} headingLevel={3} />
            ))}
          </div>
        )}
      </Deferred>
    </section>
  );
}

/** The three latest news, streamed in after the page like the projects. */
function LatestNews() {
  return (
    <section className="container section" aria-labelledby="news-title">
      <div className="section__head">
        <h2 id="news-title" className="section__title">
          Новости и статьи
        </h2>
        <Link to="/posts/news">Все новости</Link>
      </div>
      <Deferred
        name="posts"
        params={{ postType: 'news' }}
        query={latestPostsQuery}
        fallback={<div className="cards cards--skeleton" aria-busy="true" />}
      >
        {(page) => (
          <div className="cards">
            {page.items.map((post) => (
              <PostCard key={post.id} post={post} headingLevel={3} />
            ))}
          </div>
        )}
      </Deferred>
    </section>
  );
}

/** The service landing pages (/page/:name), each with its title and description. */
function Services() {
  const seoPages = useContract('seoPages', {});
  return (
    <section className="section section--tinted" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title" className="section__title">
          Услуги
        </h2>
        <ul className="service-links">
          {seoPages.map((page) => (
            <li key={page.name}>
              <Link to={`/page/${encodeURIComponent(page.name)}`}>
                <strong>{page.title}</strong>
                <span>{page.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
