import { ANNOTATION_TEXT_MAX, type Annotation } from '@pitchlens/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { errorMessage } from '../../../lib/store/api-slice';
import { useAddAnnotationMutation, useEditAnnotationMutation, useRemoveAnnotationMutation } from '../api/admin-api';
import styles from './annotations-panel.module.css';

interface AnnotationsPanelProps {
  /** The annotations of the days the chart shows. */
  annotations: readonly Annotation[];
  /** The day a new note is for unless changed: the chart's last. */
  defaultDay: string;
  /** Keeps asking for the list until `done` says it shows the change. */
  onChanged(done: (annotations: readonly Annotation[]) => boolean): void;
  /** A shared link's view: the list only, no note added, edited or removed. */
  readOnly?: boolean;
}

const KIND_LABELS: Record<Annotation['kind'], string> = {
  note: 'Note',
  'price-change': 'Price change',
  rebuild: 'Rebuild',
  campaign: 'Campaign',
  erasure: 'Erasure',
};

/**
 * The annotations of the chart's days, listed beside it (the chart's markers
 * are for the eye; this list and the chart's table carry them for everyone),
 * and the admin's own: added, edited and removed here. Automatic ones are
 * derived from the log and cannot be changed.
 */
export function AnnotationsPanel({ annotations, defaultDay, onChanged, readOnly = false }: AnnotationsPanelProps) {
  const [editing, setEditing] = useState<Annotation | null>(null);
  const [day, setDay] = useState(defaultDay);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<{ day?: string; text?: string }>({});
  const [add, added] = useAddAnnotationMutation();
  const [edit, edited] = useEditAnnotationMutation();
  const [remove, removed] = useRemoveAnnotationMutation();
  const failure = added.error ?? edited.error ?? removed.error;

  const startEditing = (note: Annotation) => {
    setEditing(note);
    setDay(note.day);
    setText(note.text);
    setInvalid({});
  };
  const reset = () => {
    setEditing(null);
    setText('');
    setInvalid({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    const problems = {
      day: /^\d{4}-\d{2}-\d{2}$/.test(day) ? undefined : 'Choose a day.',
      text: trimmed ? (trimmed.length > ANNOTATION_TEXT_MAX ? `At most ${ANNOTATION_TEXT_MAX} characters.` : undefined) : 'Write what happened.',
    };
    setInvalid(problems);
    if (problems.day || problems.text) return;
    const result = editing ? await edit({ id: editing.id, day, text: trimmed }) : await add({ day, text: trimmed });
    if (!result.data) return;
    const saved = result.data;
    onChanged((list) => list.some((a) => a.id === saved.id && a.day === saved.day && a.text === saved.text));
    reset();
  }

  async function removeNote(note: Annotation) {
    const result = await remove(note.id);
    if ('error' in result) return;
    if (editing?.id === note.id) reset();
    onChanged((list) => !list.some((a) => a.id === note.id));
  }

  return (
    <div className={styles.panel}>
      <h3 className={styles.title}>Annotations</h3>
      {annotations.length === 0 ? (
        <p className={styles.empty}>No annotations on these days.</p>
      ) : (
        <ul className={styles.list} aria-label="Annotations on these days">
          {annotations.map((a) => (
            <li key={a.id} className={styles.item}>
              <span className={styles.day}>{a.day}</span>
              <span className={styles.kind}>{a.automatic ? `${KIND_LABELS[a.kind]} (automatic)` : KIND_LABELS[a.kind]}</span>
              <span className={styles.text}>{a.text}</span>
              {!a.automatic && !readOnly && (
                <span className={styles.actions}>
                  <Button variant="secondary" size="sm" onClick={() => startEditing(a)} aria-label={`Edit the note of ${a.day}: ${a.text}`}>
                    Edit
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => void removeNote(a)} aria-label={`Remove the note of ${a.day}: ${a.text}`} disabled={removed.isLoading}>
                    Remove
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <form className={styles.form} aria-label={editing ? 'Edit the note' : 'Add a note'} onSubmit={submit} noValidate>
          <TextField id="annotation-day" label="Day" type="date" value={day} onValueChange={setDay} error={invalid.day} required />
          <TextField id="annotation-text" label="What happened" value={text} onValueChange={setText} error={invalid.text} maxLength={ANNOTATION_TEXT_MAX} required />
          {failure && <p role="alert">{errorMessage(failure)}</p>}
          <div className={styles.actions}>
            <Button type="submit" size="sm" disabled={added.isLoading || edited.isLoading}>
              {editing ? 'Save note' : 'Add note'}
            </Button>
            {editing && (
              <Button variant="secondary" size="sm" onClick={reset}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
