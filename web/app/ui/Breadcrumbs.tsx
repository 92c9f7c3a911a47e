import { useT } from "../lib/i18n";
import { appLink } from "../lib/client-links";

export function Breadcrumbs({ items }: { items: { id: string; name: string; url: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={t("breadcrumb.label")} className="breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={item.id}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <a {...appLink(item.url)}>{item.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
