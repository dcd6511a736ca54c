// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QHash>
#include <QIcon>
#include <QIconEngine>

namespace volcano::ui {

// One of the console's SVG icons, drawn for the theme in use when it is painted: as drawn in
// the light theme; in the dark one its grey and slate strokes in the window's text colour,
// coloured parts kept. So a toolbar follows a theme switched while the console runs.
class ThemedIconEngine : public QIconEngine {
public:
    explicit ThemedIconEngine(const QString& path);

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override;
    QSize actualSize(const QSize& size, QIcon::Mode mode, QIcon::State state) override;
    QIconEngine* clone() const override;
    QString key() const override;

private:
    QString m_path;
    QIcon m_drawn;
    QHash<QString, QPixmap> m_recoloured; // by size, mode, state and text colour
};

} // namespace volcano::ui
