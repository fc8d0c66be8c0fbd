import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { setLocationNodeRetired } from '@qi/domain/location-retire';
import {
  addLocationNode,
  LOCATION_LEVEL_NAMES,
  type LocationNodePath,
  type LocationPath,
  REFERENCE_TOAST,
  renameLocationNode,
} from '@qi/domain/reference-data';
import { TOAST } from '@qi/domain/toast-messages';
import { useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useLocations } from '../api/get-locations';
import { useUpdateLocations } from '../api/update-locations';
import { AddLocationDialog } from './add-location-dialog';
import { LoadState } from './load-state';
import { LocationTree } from './location-tree';
import { ReferenceFormDialog } from './reference-form-dialog';

/** docs/product.md §8: the toasts of each level, location first. */
const LEVEL_TOASTS = [
  { added: TOAST.locationAdded, failed: TOAST.locationFailed },
  { added: TOAST.categoryAdded, failed: TOAST.categoryFailed },
  { added: TOAST.subcategoryAdded, failed: TOAST.subcategoryFailed },
  { added: TOAST.furtherSubcategoryAdded, failed: TOAST.furtherSubcategoryFailed },
] as const;

interface Target {
  path: LocationPath;
  parentTitle: string | null;
}

/**
 * /admin/locations: the tree; every add, rename or retire saves the whole tree (PUT /v1/locations). A renamed node
 * keeps its id, and the server renames it on the incidents that chose it; a retired one stays on its incidents
 * but is no longer offered.
 */
export function LocationsTab() {
  const showToast = useToast();
  const locations = useLocations();
  const updateLocations = useUpdateLocations();
  const [open, setOpen] = useState(false);
  // Kept after closing so the dialog's texts do not change while it fades out.
  const [target, setTarget] = useState<Target | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ path: LocationNodePath; title: string } | null>(null);

  const level = target?.path.length ?? 0;
  const toasts = LEVEL_TOASTS[level] ?? LEVEL_TOASTS[0];

  const openDialog = (path: LocationPath, parentTitle: string | null) => {
    setError(null);
    setTarget({ path, parentTitle });
    setOpen(true);
  };

  const add = (title: string) => {
    if (!open || !target || !locations.data) return;
    const result = addLocationNode(locations.data, target.path, title);
    if (!result.ok) {
      setError(result.message);
      showToast(toasts.failed, 'error');
      return;
    }
    updateLocations.mutate(result.tree, {
      onSuccess: () => {
        showToast(toasts.added);
        setOpen(false);
      },
      onError: (failure) => {
        console.error('Saving the locations failed', failure);
        showToast(failureMessage(toasts.failed, failure), 'error');
      },
    });
  };

  const rename = (title: string) => {
    if (!renaming || !locations.data) return;
    const result = renameLocationNode(locations.data, renaming.path, title);
    if (!result.ok) {
      showToast(`${REFERENCE_TOAST.locationRenameFailed} ${result.message}`, 'error');
      return;
    }
    updateLocations.mutate(result.tree, {
      onSuccess: () => {
        showToast(REFERENCE_TOAST.locationRenamed);
        setRenaming(null);
      },
      onError: (failure) => {
        console.error('Saving the locations failed', failure);
        showToast(failureMessage(REFERENCE_TOAST.locationRenameFailed, failure), 'error');
      },
    });
  };

  const retire = (path: LocationNodePath, retireIt: boolean) => {
    if (!locations.data) return;
    const result = setLocationNodeRetired(locations.data, path, retireIt);
    const failed = retireIt ? REFERENCE_TOAST.locationRetireFailed : REFERENCE_TOAST.locationRestoreFailed;
    if (!result.ok) {
      showToast(`${failed} ${result.message}`, 'error');
      return;
    }
    updateLocations.mutate(result.tree, {
      onSuccess: () =>
        showToast(retireIt ? REFERENCE_TOAST.locationRetired : REFERENCE_TOAST.locationRestored),
      onError: (failure) => {
        console.error('Saving the locations failed', failure);
        showToast(failureMessage(failed, failure), 'error');
      },
    });
  };

  if (!locations.data) {
    return <LoadState isPending={locations.isPending} isError={locations.isError} what="locations" />;
  }
  return (
    <>
      <Button variant="contained" startIcon={<Add />} onClick={() => openDialog([], null)} sx={{ mb: 2 }}>
        Add location
      </Button>
      <Paper variant="outlined">
        <LocationTree
          tree={locations.data}
          onAdd={openDialog}
          onRename={(path, title) => setRenaming({ path, title })}
          onRetire={(path, _title, retireIt) => retire(path, retireIt)}
        />
      </Paper>
      <AddLocationDialog
        open={open}
        levelName={LOCATION_LEVEL_NAMES[level] ?? 'location'}
        parentTitle={target?.parentTitle ?? null}
        pending={updateLocations.isPending}
        error={error}
        onSubmit={add}
        onClose={() => setOpen(false)}
      />
      {renaming && (
        <ReferenceFormDialog
          title={`Rename ${LOCATION_LEVEL_NAMES[renaming.path.length - 1] ?? 'location'} '${renaming.title}'`}
          fields={[{ key: 'title', label: 'Name' }]}
          initial={{ title: renaming.title }}
          submitLabel="Save"
          canSubmit={(values) => values.title.trim() !== '' && values.title.trim() !== renaming.title}
          pending={updateLocations.isPending}
          onClose={() => setRenaming(null)}
          onSubmit={(values) => rename(values.title)}
        />
      )}
    </>
  );
}
