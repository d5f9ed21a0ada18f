import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { projectLimits } from '#shared/contract/project-limits';
import { specLimits } from '#shared/contract/spec-limits';
import { useHydrated } from '#client/components/use-hydrated';
import { useAuthPopup } from './popup/popup-state';
import { projectListQuery, saveToProject, type ProjectSaveRequest } from './save-to-project';
import { useSession } from './session';

const newProject = 'new';

/**
 * «Сохранить в проект» under a calculator's result and on a design's result page (docs/behaviour.md,
 * "Projects"). The server and the hydrating browser draw a form that posts to the current project
 * without JavaScript; with it, a signed-in visitor chooses the project (or «Новый проект») and saves
 * by fetch, and a signed-out one gets the login, after which the item goes to the current project.
 */
export function SaveToProjectButton(props: ProjectSaveRequest) {
  return useHydrated() ? <LiveSaveToProject {...props} /> : <PlainForm {...props} />;
}

function PlainForm(props: ProjectSaveRequest) {
  const location = useLocation();
  return (
    <form className="project-save" method="post" action="/api/specs/current/items">
      <input type="hidden" name="kind" value={props.kind} />
      <input type="hidden" name="title" value={props.title.slice(0, projectLimits.titleMax)} />
      <input type="hidden" name="address" value={props.address} />
      <input type="hidden" name="callbackUrl" value={location.pathname + location.search} />
      <button type="submit" className="button button--ghost project-save__button">
        Сохранить в проект
      </button>
    </form>
  );
}

function LiveSaveToProject(props: ProjectSaveRequest) {
  const { status } = useSession();
  const popup = useAuthPopup();
  const [open, setOpen] = useState(false);
  const request = { ...props, title: props.title.slice(0, projectLimits.titleMax) };
  const chooserId = useId();

  const press = () => {
    if (status === 'authenticated') setOpen((shown) => !shown);
    else if (status === 'unauthenticated') popup.open('login', { afterLogin: { project: request } });
  };

  return (
    <div className="project-save">
      <button
        type="button"
        className="button button--ghost project-save__button"
        onClick={press}
        disabled={status === 'loading'}
        aria-expanded={status === 'authenticated' ? open : undefined}
        aria-controls={open ? chooserId : undefined}
      >
        Сохранить в проект
      </button>
      {open && status === 'authenticated' ? <ProjectChooser id={chooserId} request={request} onDone={() => setOpen(false)} /> : null}
    </div>
  );
}

/** The project to save into: the user's own, most recently changed first, or a new one by name. */
function ProjectChooser({ id, request, onDone }: { id: string; request: ProjectSaveRequest; onDone(): void }) {
  const queryClient = useQueryClient();
  const projects = useQuery(projectListQuery);
  const [choice, setChoice] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [pending, setPending] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const chosen = choice ?? projects.data?.[0]?.id ?? newProject;
  // The chooser opens on the visitor's press: focus moves to the choice, the next thing to do.
  const ready = !projects.isPending;
  useEffect(() => {
    if (ready) selectRef.current?.focus();
  }, [ready]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const target = chosen === newProject ? { newName: name } : { specId: chosen };
    const saved = await saveToProject(queryClient, request, target);
    setPending(false);
    if (saved) onDone();
  }

  return (
    <form id={id} className="project-save__chooser" onSubmit={(event) => void submit(event)} aria-label="Сохранить в проект">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-project`}>
          Проект
        </label>
        <select
          id={`${id}-project`}
          ref={selectRef}
          className="input"
          value={chosen}
          onChange={(event) => setChoice(event.target.value)}
          disabled={projects.isPending}
        >
          {(projects.data ?? []).map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
          <option value={newProject}>Новый проект</option>
        </select>
      </div>
      {chosen === newProject ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-name`}>
            Название нового проекта
          </label>
          <input
            id={`${id}-name`}
            className="input"
            type="text"
            maxLength={specLimits.nameMax}
            value={name}
            placeholder="Спецификация"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
      ) : null}
      {projects.isError ? (
        <p className="field__error" role="alert">
          {projects.error.message}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={pending || projects.isPending}>
        {pending ? 'Сохраняем…' : 'Сохранить'}
      </button>
    </form>
  );
}
