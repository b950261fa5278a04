// What screen readers hear while an item is dragged with dnd-kit (keyboard or pointer), in
// Portuguese: the instructions on focus and the item's position as it moves; and what keyboard
// moves need measured.
import {
  type Announcements,
  type MeasuringConfiguration,
  MeasuringStrategy,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { propertiesText } from "@/lib/admin/messages";

const t = propertiesText.dnd;

export const screenReaderInstructions: ScreenReaderInstructions = { draggable: t.instructions };

/**
 * The items' places are measured before a drag starts, not in the renders that follow it: an
 * arrow key pressed straight after Space (a quick keyboard user, a test) found no places yet,
 * and the item stayed where it was.
 */
export const measuring: MeasuringConfiguration = {
  droppable: { strategy: MeasuringStrategy.Always },
};

export function sortableAnnouncements(
  ids: readonly UniqueIdentifier[],
  nameOf: (id: UniqueIdentifier) => string,
): Announcements {
  const position = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  // The first "over" of a drag is the item itself: skip it so the pick-up is heard.
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return t.start(nameOf(active.id), position(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver) return undefined;
      lastOver = over.id;
      return t.over(nameOf(active.id), position(over.id));
    },
    onDragEnd: ({ active, over }) =>
      over ? t.end(nameOf(active.id), position(over.id)) : t.cancel(nameOf(active.id)),
    onDragCancel: ({ active }) => t.cancel(nameOf(active.id)),
  };
}
