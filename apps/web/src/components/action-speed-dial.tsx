import SpeedDial, { type OpenReason } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import { type ReactElement, useId, useState } from 'react';
import { FLOATING_ACTION_POSITION, FloatingActionRoom } from './floating-action';

export interface SpeedDialItem {
  key: string;
  label: string;
  icon: ReactElement;
  onClick: () => void;
  /** Why the action is not available now: shown under its label; the action stays visible but does nothing. */
  disabledReason?: string | null;
}

/**
 * The floating action menu of a details page. It is controlled so that choosing an action folds it, and so
 * that the focus a closing dialog gives back to the action does not unfold it again; opened by hovering,
 * a click on it keeps it open (left to itself, that next click would only collapse it). The actions' labels
 * are shown whenever it is open: a touch screen has no hover to reveal a tooltip.
 */
export function ActionSpeedDial({ ariaLabel, items }: { ariaLabel: string; items: SpeedDialItem[] }) {
  const [openedBy, setOpenedBy] = useState<OpenReason | null>(null);
  // The static labels name their action by id (aria-labelledby).
  const idPrefix = useId();
  return (
    <>
      <FloatingActionRoom />
      <SpeedDial
        ariaLabel={ariaLabel}
        icon={<SpeedDialIcon />}
        open={openedBy !== null}
        onOpen={(_event, reason) => {
          if (reason !== 'focus') setOpenedBy(reason);
        }}
        onClose={(_event, reason) => {
          setOpenedBy((by) => (reason === 'toggle' && by === 'mouseEnter' ? 'toggle' : null));
        }}
        sx={FLOATING_ACTION_POSITION}
      >
        {items.map((item) => {
          const reason = item.disabledReason ?? null;
          // A disabled action keeps its focus and label (aria-disabled) so that its reason can be read.
          const title = reason ? (
            <span>
              {item.label}
              <Typography component="span" variant="caption" sx={{ display: 'block', whiteSpace: 'normal' }}>
                {reason}
              </Typography>
            </span>
          ) : (
            item.label
          );
          return (
            <SpeedDialAction
              key={item.key}
              id={`${idPrefix}-${item.key}`}
              icon={item.icon}
              slotProps={{
                tooltip: { title, open: true },
                fab: {
                  'aria-label': item.label,
                  ...(reason
                    ? { 'aria-disabled': true, 'aria-description': reason, sx: { opacity: 0.5 } }
                    : {}),
                },
                staticTooltipLabel: { sx: { whiteSpace: reason ? 'normal' : 'nowrap', maxWidth: 260 } },
              }}
              onClick={() => {
                if (reason) return;
                setOpenedBy(null);
                item.onClick();
              }}
            />
          );
        })}
      </SpeedDial>
    </>
  );
}
