/**
 * The part of Blueprint the front-ends use at run time. Module Federation shares this file under
 * the `@blueprintjs/core` key (rspack.config.ts), so every `import { Button } from
 * '@blueprintjs/core'` in the shell and the remotes gets these exports from one singleton. A
 * shared module is never tree-shaken: sharing all of Blueprint sent its every component (84 KB
 * gz) to show /investments. Behind this list the bundler drops the rest.
 *
 * Front-ends keep importing '@blueprintjs/core' (types and tests use the real package). Need
 * another component? Add it here and rebuild the shell; a front-end build fails when it imports
 * a Blueprint value missing from this list (shell/kit/build/blueprint-subset.ts). The deep path
 * keeps this file from consuming its own shared key.
 */
export {
  BlueprintProvider,
  Button,
  ButtonGroup,
  Callout,
  Card,
  Checkbox,
  Classes,
  Collapse,
  Dialog,
  DialogBody,
  DialogFooter,
  Drawer,
  DrawerSize,
  Elevation,
  FormGroup,
  H1,
  H2,
  H3,
  H4,
  H5,
  H6,
  HTMLSelect,
  HTMLTable,
  Icon,
  InputGroup,
  Intent,
  Menu,
  MenuDivider,
  MenuItem,
  Navbar,
  NavbarDivider,
  NavbarGroup,
  NavbarHeading,
  NonIdealState,
  NumericInput,
  OverlayToaster,
  PopoverNext,
  ProgressBar,
  Radio,
  Section,
  SectionCard,
  SegmentedControl,
  Spinner,
  SpinnerSize,
  Switch,
  Tab,
  Tabs,
  Tag,
  TextArea,
} from '@blueprintjs/core/lib/esm/index.js';
