import { useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dropKindAt } from '../drop-rows';
import {
  blockSummary,
  indentOf,
  moveBlock,
  outdentOf,
  stepOf,
  type BlockPath,
  type ComposedBlock,
  type ComposedBody,
  type Drop,
} from './page-body-edits';

/*
 * The composer's blocks as a tree of nested lists, each block's children under it. A block is
 * moved by dragging its handle onto another block (before it, after it or inside it) or by its
 * buttons (up, down, into the block above, out of its parent): the same move either way, made
 * by the page (`onMove`), which says where the block went or why it did not go.
 */

/** The control a move was made with: the moved block keeps the focus on it while it can still be pressed. */
export type MoveControl = 'up' | 'down' | 'into' | 'out' | 'name';

export const pathKey = (path: BlockPath) => path.join('.');

type TreeProps = {
  body: ComposedBody;
  /** Each block's name, by its path's key. */
  names: ReadonlyMap<string, string>;
  /** The id of the block whose form is open. */
  selected: string | null;
  controlId: (block: ComposedBlock, control: string) => string;
  problemCountOf: (path: BlockPath) => number;
  onSelect: (block: ComposedBlock, open: boolean) => void;
  onMove: (path: BlockPath, drop: Drop, control: MoveControl) => void;
  onDuplicate: (path: BlockPath) => void;
  /** The block's "Remove" button, which asks first on a template. */
  removeButton: (path: BlockPath, name: string) => ReactNode;
  /** The block's form, drawn under its buttons while it is selected. */
  form: (block: ComposedBlock, path: BlockPath) => ReactNode;
};

/**
 * What a drop would do, to show it: nothing (null) when it leaves the block where it is, or the
 * block is over its own row; 'refused' when the page would refuse it (inside a block within
 * itself, past a limit), which is shown all the same so that letting go says why.
 */
function dropOutcome(body: ComposedBody, from: BlockPath, drop: Drop): 'moves' | 'refused' | null {
  if (pathKey(drop.target) === pathKey(from)) return null;
  const moved = moveBlock(body, from, drop);
  if (!moved.ok) return 'refused';
  return moved.body === body ? null : 'moves';
}

export function BlockTree({ labelledBy, ...props }: TreeProps & { labelledBy: string }) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<BlockPath | null>(null);
  const [overEnd, setOverEnd] = useState(false);
  const atEnd: Drop = { kind: 'into', target: [] };
  return (
    <>
      <p className="field-hint">{t('composerTree.hint')}</p>
      <BlockLevel {...props} blocks={props.body.blocks} parent={[]} dragged={dragged} onDrag={setDragged} labelledBy={labelledBy} />
      {dragged !== null && (
        <p
          className={overEnd ? 'composer-drop-end over' : 'composer-drop-end'}
          onDragOver={(event) => {
            const worth = dropOutcome(props.body, dragged, atEnd) !== null;
            setOverEnd(worth);
            if (worth) event.preventDefault();
          }}
          onDragLeave={() => setOverEnd(false)}
          onDrop={(event) => {
            event.preventDefault();
            setOverEnd(false);
            setDragged(null);
            props.onMove(dragged, atEnd, 'name');
          }}
        >
          {t('composerTree.dropAtEnd')}
        </p>
      )}
    </>
  );
}

type LevelProps = TreeProps & { dragged: BlockPath | null; onDrag: (path: BlockPath | null) => void };

/** One level of the tree as an ordered list, each block with its own level inside it. */
function BlockLevel({
  blocks,
  parent,
  labelledBy,
  ...props
}: LevelProps & { blocks: readonly ComposedBlock[]; parent: BlockPath; labelledBy?: string }) {
  const { t } = useTranslation();
  const label = parent.length > 0 ? t('composerTree.inside', { block: props.names.get(pathKey(parent)) ?? '' }) : undefined;
  return (
    <ol className="composer-blocks" aria-labelledby={labelledBy} aria-label={label}>
      {blocks.map((block, index) => (
        <BlockItem key={block.id} block={block} path={[...parent, index]} {...props} />
      ))}
    </ol>
  );
}

function BlockItem({ block, path, ...props }: LevelProps & { block: ComposedBlock; path: BlockPath }) {
  const { t } = useTranslation();
  const { body, names, selected, controlId, dragged, onDrag, onMove } = props;
  const [hint, setHint] = useState<{ kind: Drop['kind']; refused: boolean } | null>(null);
  const name = names.get(pathKey(path)) ?? '';
  const parentName = path.length > 1 ? (names.get(pathKey(path.slice(0, -1))) ?? '') : null;
  const open = selected === block.id;
  const count = props.problemCountOf(path);
  const up = stepOf(body, path, 'up');
  const down = stepOf(body, path, 'down');
  const into = indentOf(path);
  const out = outdentOf(path);
  const summary = blockSummary(block.props);

  const dropOf = (event: DragEvent<HTMLElement>): (Drop & { refused: boolean }) | null => {
    if (dragged === null) return null;
    const drop: Drop = { kind: dropKindAt(event), target: path };
    const outcome = dropOutcome(body, dragged, drop);
    return outcome && { ...drop, refused: outcome === 'refused' };
  };

  return (
    <li>
      <div
        className={hint ? `composer-block-row drop-${hint.kind}${hint.refused ? ' drop-refused' : ''}` : 'composer-block-row'}
        onDragOver={(event) => {
          const drop = dropOf(event);
          setHint(drop && { kind: drop.kind, refused: drop.refused });
          if (drop) event.preventDefault();
        }}
        onDragLeave={() => setHint(null)}
        onDrop={(event) => {
          const drop = dropOf(event);
          setHint(null);
          onDrag(null);
          if (!drop || dragged === null) return;
          event.preventDefault();
          onMove(dragged, { kind: drop.kind, target: drop.target }, 'name');
        }}
      >
        <p>
          <span
            className="composer-drag-handle"
            draggable
            aria-hidden="true"
            title={t('composerTree.handle', { block: name })}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', block.id);
              onDrag(path);
            }}
            onDragEnd={() => onDrag(null)}
          >
            ⠿
          </span>{' '}
          <strong id={controlId(block, 'name')} tabIndex={-1}>
            {name}
          </strong>
          {summary && <span className="breaks-anywhere"> · {summary}</span>}
          {count > 0 && <span className="field-problem"> · {t('pages.problemCount', { count })}</span>}
        </p>
        <div className="buttons">
          <button
            type="button"
            id={controlId(block, 'edit')}
            aria-expanded={open}
            aria-controls={open ? controlId(block, 'form') : undefined}
            onClick={() => props.onSelect(block, !open)}
          >
            {t('pages.edit', { block: name })}
          </button>
          <button type="button" id={controlId(block, 'up')} disabled={up === null} onClick={() => up && onMove(path, up, 'up')}>
            {t('pages.moveUp', { block: name })}
          </button>
          <button type="button" id={controlId(block, 'down')} disabled={down === null} onClick={() => down && onMove(path, down, 'down')}>
            {t('pages.moveDown', { block: name })}
          </button>
          <button type="button" id={controlId(block, 'into')} disabled={into === null} onClick={() => into && onMove(path, into, 'into')}>
            {t('composerTree.moveInto', { block: name })}
          </button>
          {out && parentName !== null && (
            <button type="button" id={controlId(block, 'out')} onClick={() => onMove(path, out, 'out')}>
              {t('composerTree.moveOut', { block: name, parent: parentName })}
            </button>
          )}
          <button type="button" onClick={() => props.onDuplicate(path)}>
            {t('pages.duplicate', { block: name })}
          </button>
          {props.removeButton(path, name)}
        </div>
      </div>
      {open && <div id={controlId(block, 'form')}>{props.form(block, path)}</div>}
      {block.children && block.children.length > 0 && <BlockLevel {...props} blocks={block.children} parent={path} />}
    </li>
  );
}
