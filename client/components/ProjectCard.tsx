import type { ReactNode } from 'react';
import type { Project } from '#shared/contract';

/** A project; `children` (the portfolio's «Подробнее о проекте») go at the foot of the card, inside it. */
export function ProjectCard({ project, headingLevel = 3, children }: { project: Project; headingLevel?: 2 | 3; children?: ReactNode }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card project-card" id={`project-${project.id}`}>
      <div className="card__media">
        <img
          src={project.image.src}
          alt={project.image.alt}
          width={project.image.width}
          height={project.image.height}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="card__body">
        <p className="card__meta">
          {project.city} · {project.year}
        </p>
        <Heading className="card__title">{project.title}</Heading>
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
