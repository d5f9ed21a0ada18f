import type Database from 'libsql';
import { z } from 'zod';
import type { Project } from '#shared/contract';
import type { ImageReader } from '../images';
import type { EndpointHandlers } from '../registry-routes';

interface ProjectRow {
  id: number;
  title: string;
  client: string;
  city: string;
  year: number;
  summary: string;
  html: string;
  image: string;
  tags: string;
  featured: 0 | 1;
}

const tagsSchema = z.array(z.string());

export function portfolioHandlers(db: Database.Database, image: ImageReader): Pick<EndpointHandlers, 'portfolio'> {
  const selectAll = db.prepare('SELECT * FROM projects ORDER BY sort_order');
  const selectFeatured = db.prepare('SELECT * FROM projects WHERE featured = 1 ORDER BY sort_order');

  const project = (row: ProjectRow): Project => ({
    id: row.id,
    title: row.title,
    client: row.client,
    city: row.city,
    year: row.year,
    summary: row.summary,
    html: row.html,
    image: image(row.image),
    tags: tagsSchema.parse(JSON.parse(row.tags)),
    featured: row.featured === 1,
  });

  return {
    portfolio: {
      handle: ({ query }) => ((query.featured ? selectFeatured : selectAll).all() as ProjectRow[]).map(project),
    },
  };
}
