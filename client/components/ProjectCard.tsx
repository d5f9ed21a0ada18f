import type { ReactNode } from 'react';
import type { Project } from '#shared/contract';
import { CardHeading, type CardHeadingLevel } from './CardHeading';
import { ContentImage } from './ContentImage';

/** What a project's card draws: a list that only shows cards needs no more of each project. */
export type ProjectCardData = Pick<Project, 'id' | 'image' | 'city' | 'year' | 'title' | 'summary' | 'client' | 'tags'>;

export const projectCardData = ({ id, image, city, year, title, summary, client, tags }: Project): ProjectCardData => ({
  id,
  image,
  city,
  year,
  title,
  summary,
  client,
  tags,
});

/** A project; `children` (the portfolio's «Подробнее о проекте») go at the foot of the card, inside it. */
export function ProjectCard({
  project,
  headingLevel,
  children,
}: {
  project: ProjectCardData;
  headingLevel: CardHeadingLevel;
  children?: ReactNode;
}) {
  return (
    <article className="card project-card" id={`project-${project.id}`}>
      <div className="card__media">
        <ContentImage image={project.image} lazy />
      </div>
      <div className="card__body">
        <p className="card__meta">
          {project.city} · {project.year}
        </p>
        <CardHeading level={headingLevel} className="card__title">
          {project.title}
        </CardHeading>
        <p className="card__text">{project.summary}</p>
        <p className="card__client">Заказчик: {project.client}</p>
        <ul className="tags" aria-label="Работы">
          {project.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        {children}
      </div>
    </article>
  );
}
