import { projectLimits } from './project-limits';

/** A project's Russian messages (docs/behaviour.md, "Projects"), without zod for the pages' buttons. */
export const projectMessages = {
  saved: 'Сохранено в проект',
  removed: 'Удалено из проекта',
  itemNotFound: 'Этого элемента нет в проекте',
  tooManyItems: `В проекте не может быть больше ${projectLimits.items} расчётов и щитов`,
  failure: 'Не удалось сохранить в проект. Попробуйте ещё раз.',
  /** The project chosen in «Сохранить в проект»: the user's specification. */
  openProject: 'Открыть проект',
} as const;
