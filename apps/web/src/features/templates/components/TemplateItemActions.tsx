import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';

/** The rename and delete buttons of a template in either tab. */
export function TemplateItemActions({ name, onRename, onDelete }: { name: string; onRename: () => void; onDelete: () => void }) {
  return (
    <>
      <Tooltip title="Edit name">
        <IconButton aria-label={`Edit the name of ${name}`} onClick={onRename}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete template">
        <IconButton aria-label={`Delete ${name}`} onClick={onDelete}>
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
