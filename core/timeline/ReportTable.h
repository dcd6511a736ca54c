// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace volcano::timeline {

// One section of an incident report as a table of text: the Markdown and HTML forms are
// written from the same rows, so they cannot disagree.
struct ReportTable {
    QString title;
    QString note; // a sentence under the title (empty: none)
    QStringList headers;
    QList<QStringList> rows;
    QString emptyText; // said instead of an empty table

    QString toMarkdown() const;
    QString toHtml() const;
    // RFC 4180: a header row, CRLF line ends, fields with a comma, quote or line break quoted.
    QByteArray toCsv() const;
};

} // namespace volcano::timeline
