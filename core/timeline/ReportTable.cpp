// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "timeline/ReportTable.h"

namespace volcano::timeline {

namespace {

// A cell may hold a reason typed by an operator: '|' would end the cell and a line break the
// row, so both are neutralised.
QString markdownCell(QString text) {
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    text.replace(QLatin1Char('\r'), QLatin1Char(' '));
    return text;
}

// Times stay on one line in HTML tables; other cells wrap.
bool isTime(const QString& cell) {
    return cell.size() >= 20 && cell.size() <= 24 && cell.at(10) == QLatin1Char('T') &&
           cell.endsWith(QLatin1Char('Z')) && cell.at(0).isDigit();
}

QString markdownRow(const QStringList& cells) {
    QStringList escaped;
    for (const QString& cell : cells)
        escaped.append(markdownCell(cell));
    return QStringLiteral("| ") + escaped.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
}

QString csvField(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QByteArray csvRow(const QStringList& cells) {
    QStringList fields;
    for (const QString& cell : cells)
        fields.append(csvField(cell));
    return fields.join(QLatin1Char(',')).toUtf8() + "\r\n";
}

} // namespace

QByteArray ReportTable::toCsv() const {
    QByteArray csv = csvRow(headers);
    for (const QStringList& row : rows)
        csv += csvRow(row);
    return csv;
}

QString ReportTable::toMarkdown() const {
    QString text = QStringLiteral("## ") + title + QStringLiteral("\n\n");
    if (!note.isEmpty())
        text += note + QStringLiteral("\n\n");
    if (rows.isEmpty())
        return text + emptyText + QStringLiteral("\n\n");
    text += markdownRow(headers);
    text += QStringLiteral("|") + QStringLiteral("---|").repeated(headers.size()) +
            QStringLiteral("\n");
    for (const QStringList& row : rows)
        text += markdownRow(row);
    return text + QStringLiteral("\n");
}

QString ReportTable::toHtml() const {
    QString html =
        QStringLiteral("<section><h2>") + title.toHtmlEscaped() + QStringLiteral("</h2>\n");
    if (!note.isEmpty())
        html += QStringLiteral("<p>") + note.toHtmlEscaped() + QStringLiteral("</p>\n");
    if (rows.isEmpty())
        return html + QStringLiteral("<p class=\"empty\">") + emptyText.toHtmlEscaped() +
               QStringLiteral("</p></section>\n");
    html += QStringLiteral("<table><thead><tr>");
    for (const QString& header : headers)
        html += QStringLiteral("<th>") + header.toHtmlEscaped() + QStringLiteral("</th>");
    html += QStringLiteral("</tr></thead><tbody>\n");
    for (const QStringList& row : rows) {
        html += QStringLiteral("<tr>");
        for (const QString& cell : row)
            html +=
                (isTime(cell) ? QStringLiteral("<td class=\"time\">") : QStringLiteral("<td>")) +
                cell.toHtmlEscaped() + QStringLiteral("</td>");
        html += QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</tbody></table></section>\n");
}

} // namespace volcano::timeline
