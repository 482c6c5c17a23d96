import iconsHref from "./icons.svg";

/**
 * The header's and footer's pictograms, drawn from one sprite (icons.svg, a hashed file the
 * browser keeps): the drawings travel once, as a file, not in every page's JavaScript and HTML.
 * Each is decorative: the control around it carries the words, so screen readers skip it.
 */
function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <svg className={className} width="24" height="24" aria-hidden="true" focusable="false">
      <use href={`${iconsHref}#${name}`} />
    </svg>
  );
}

type IconProps = { className?: string };

export const SearchIcon = ({ className }: IconProps) => <Icon name="search" className={className} />;

export const CartIcon = ({ className }: IconProps) => <Icon name="cart" className={className} />;

export const UserIcon = ({ className }: IconProps) => <Icon name="user" className={className} />;

export const MenuIcon = ({ className }: IconProps) => <Icon name="menu" className={className} />;

export const CloseIcon = ({ className }: IconProps) => <Icon name="close" className={className} />;

export const ChevronIcon = ({ className }: IconProps) => <Icon name="chevron" className={className} />;

export const PhoneIcon = ({ className }: IconProps) => <Icon name="phone" className={className} />;

export const MailIcon = ({ className }: IconProps) => <Icon name="mail" className={className} />;

export const FacebookIcon = ({ className }: IconProps) => <Icon name="facebook" className={className} />;

export const TwitterIcon = ({ className }: IconProps) => <Icon name="twitter" className={className} />;

export const InstagramIcon = ({ className }: IconProps) => <Icon name="instagram" className={className} />;

export const LinkedinIcon = ({ className }: IconProps) => <Icon name="linkedin" className={className} />;

export const YoutubeIcon = ({ className }: IconProps) => <Icon name="youtube" className={className} />;
