// The design system's icon set (lucide), re-exported so apps and stories use the same icons as the components.
export {
  Bell,
  Calendar,
  Check,
  ChevronDown,
  Heart,
  Info,
  MapPin,
  Menu,
  Monitor,
  Moon,
  Plane,
  Search,
  Sun,
  Trash2,
  X,
} from 'lucide-react';
