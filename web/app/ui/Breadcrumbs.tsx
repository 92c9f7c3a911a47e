import { Link } from "react-router";
import { useT } from "../lib/i18n";

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
              <Link to={item.url}>{item.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
