import SpeedDial, { type OpenReason } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { type ReactElement, useState } from 'react';

export interface SpeedDialItem {
  key: string;
  label: string;
  icon: ReactElement;
  onClick: () => void;
}

/**
 * The floating action menu of a details page. It is controlled so that choosing an action folds it, and so
 * that the focus a closing dialog gives back to the action does not unfold it again; opened by hovering,
 * a click on it keeps it open (left to itself, that next click would only collapse it).
 */
export function ActionSpeedDial({ ariaLabel, items }: { ariaLabel: string; items: SpeedDialItem[] }) {
  const [openedBy, setOpenedBy] = useState<OpenReason | null>(null);
  return (
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
      sx={{ position: 'fixed', right: 32, bottom: 32 }}
    >
      {items.map((item) => (
        <SpeedDialAction
          key={item.key}
          icon={item.icon}
          slotProps={{ tooltip: { title: item.label } }}
          onClick={() => {
            setOpenedBy(null);
            item.onClick();
          }}
        />
      ))}
    </SpeedDial>
  );
}
