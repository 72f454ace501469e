// Reordering the questions of an editor with @dnd-kit: a handle on each card that is dragged with the
// mouse or a finger, or taken with Space and moved with the arrow keys (announced in pt-BR).
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { text } from './text';

export interface SortableQuestionsProps {
  ids: string[];
  /** A question was dropped elsewhere: from and to are indexes. */
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

export function SortableQuestions({ ids, onMove, children }: SortableQuestionsProps) {
  const sensors = useSensors(
    // A click on the handle is not a drag; a small move is.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => text.dnd.picked(positionOf(active.id)),
    onDragOver: ({ active, over }) => (over ? text.dnd.over(positionOf(active.id), positionOf(over.id)) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? text.dnd.dropped(positionOf(active.id), positionOf(over.id)) : text.dnd.cancelled(positionOf(active.id)),
    onDragCancel: ({ active }) => text.dnd.cancelled(positionOf(active.id)),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: text.moveHint } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

export interface SortableItemProps {
  id: string;
  position: number;
  /** Renders the card, given the handle to place in it. */
  children: (handle: ReactNode) => ReactNode;
}

export function SortableItem({ id, position, children }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: text.sortable },
  });
  const handle = (
    <Button
      type="text"
      ref={setActivatorNodeRef}
      icon={<HolderOutlined aria-hidden />}
      {...attributes}
      {...listeners}
      aria-label={text.moveQuestion(position)}
      title={text.moveHint}
      style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
    />
  );
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 10 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      {children(handle)}
    </div>
  );
}
