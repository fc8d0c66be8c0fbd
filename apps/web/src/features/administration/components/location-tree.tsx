import Add from '@mui/icons-material/Add';
import Archive from '@mui/icons-material/Archive';
import Edit from '@mui/icons-material/Edit';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Restore from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import {
  LOCATION_LEVEL_NAMES,
  type LocationNodePath,
  type LocationPath,
  type TLocation,
} from '@qi/domain/reference-data';
import { useState } from 'react';
import { ReferenceStatusChip } from './reference-status-chip';

/** One node of any level, with its children (none below subcategory level 2). */
export interface TreeNodeView {
  id: string;
  title: string;
  retired: boolean;
  children: TreeNodeView[];
}

/** location → categories → subcategories → furtherSubcategories, as one shape. */
export function toTreeView(tree: readonly TLocation[]): TreeNodeView[] {
  const state = (node: { retired?: boolean }) => node.retired === true;
  return tree.map((location) => ({
    id: location.id,
    title: location.title,
    retired: state(location),
    children: location.categories.map((category) => ({
      id: category.id,
      title: category.title,
      retired: state(category),
      children: category.subcategories.map((subcategory) => ({
        id: subcategory.id,
        title: subcategory.title,
        retired: state(subcategory),
        children: subcategory.furtherSubcategories.map((further) => ({
          id: further.id,
          title: further.title,
          retired: state(further),
          children: [],
        })),
      })),
    })),
  }));
}

export type AddRequest = (path: LocationPath, parentTitle: string | null) => void;
/** Rename the node at `path` (the ids from its location down to it). */
export type RenameRequest = (path: LocationNodePath, title: string) => void;
/** Retire the node at `path`, or bring it back (`retire` false). */
export type RetireRequest = (path: LocationNodePath, title: string, retire: boolean) => void;

const LAST_LEVEL = LOCATION_LEVEL_NAMES.length - 1;

function TreeNode({
  node,
  path,
  onAdd,
  onRename,
  onRetire,
}: {
  node: TreeNodeView;
  /** The ids from the location down to this node. */
  path: string[];
  onAdd: AddRequest;
  onRename: RenameRequest;
  onRetire: RetireRequest;
}) {
  const [open, setOpen] = useState(false);
  const level = path.length - 1;
  const childLevel = LOCATION_LEVEL_NAMES[level + 1];
  const hasChildLevel = level < LAST_LEVEL && childLevel !== undefined;

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: level * 3, pr: 1 }}>
        {hasChildLevel ? (
          <ListItemButton aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
            <ListItemText primary={node.title} sx={{ ml: 1 }} />
          </ListItemButton>
        ) : (
          <ListItemText primary={node.title} sx={{ pl: 6, py: 0.5 }} />
        )}
        {node.retired && <ReferenceStatusChip active={false} />}
        <IconButton
          aria-label={`${node.retired ? 'Bring back' : 'Retire'} ${node.title}`}
          title={node.retired ? 'Bring back' : 'Retire'}
          onClick={() => onRetire(path as LocationNodePath, node.title, !node.retired)}
        >
          {node.retired ? <Restore fontSize="small" /> : <Archive fontSize="small" />}
        </IconButton>
        <IconButton
          aria-label={`Rename ${node.title}`}
          title="Rename"
          onClick={() => onRename(path as LocationNodePath, node.title)}
        >
          <Edit fontSize="small" />
        </IconButton>
        {hasChildLevel && (
          <IconButton
            aria-label={`Add ${childLevel} to ${node.title}`}
            title={`Add ${childLevel}`}
            onClick={() => {
              setOpen(true);
              onAdd(path as LocationPath, node.title);
            }}
          >
            <Add />
          </IconButton>
        )}
      </Box>
      {hasChildLevel && (
        <Collapse in={open} unmountOnExit>
          <List disablePadding aria-label={`${node.title}: ${childLevel} list`}>
            {node.children.map((child) => (
              <TreeNode
                key={child.id}
                node={child}
                path={[...path, child.id]}
                onAdd={onAdd}
                onRename={onRename}
                onRetire={onRetire}
              />
            ))}
            {node.children.length === 0 && (
              <ListItem sx={{ pl: (level + 1) * 3 + 6 }}>
                <ListItemText secondary={`No ${childLevel} yet.`} />
              </ListItem>
            )}
          </List>
        </Collapse>
      )}
    </ListItem>
  );
}

/**
 * The location tree as nested, collapsible lists: a rename button on every node, and an add button on every node
 * that can have children.
 */
export function LocationTree({
  tree,
  onAdd,
  onRename,
  onRetire,
}: {
  tree: readonly TLocation[];
  onAdd: AddRequest;
  onRename: RenameRequest;
  onRetire: RetireRequest;
}) {
  const nodes = toTreeView(tree);
  return (
    <List aria-label="Locations">
      {nodes.map((node) => (
        <TreeNode
          key={node.id}
          node={node}
          path={[node.id]}
          onAdd={onAdd}
          onRename={onRename}
          onRetire={onRetire}
        />
      ))}
      {nodes.length === 0 && (
        <ListItem>
          <ListItemText secondary="No locations yet." />
        </ListItem>
      )}
    </List>
  );
}
