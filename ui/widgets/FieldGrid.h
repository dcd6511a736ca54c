// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QList>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace volcano::ui {

// Named values ("Expires at: …"), two pairs a row when the widest values fit on one line
// each, one pair a row otherwise. A value wraps within its column and never widens the
// grid, so a longer text (an error, "expired; takeover possible") never squeezes the
// widgets beside it; only the height grows.
class FieldGrid : public QWidget {
    Q_OBJECT
public:
    explicit FieldGrid(QWidget* parent = nullptr);

    // A value under a name, in the order added; a wide one takes a whole row.
    QLabel* addField(const QString& name, bool wide = false);
    // The longest unbreakable values of the left and right column (a timestamp, a 20-digit
    // token): two pairs a row only when both fit whole.
    void setWidestValues(const QString& left, const QString& right);
    int pairsPerRow() const { return m_pairsPerRow; }

    // The height the values need at the current width is the grid's minimum, not a height
    // for width: a scroll area around a height-for-width widget sizes it by its preferred
    // height and scrolls even when everything fits.
    bool hasHeightForWidth() const override { return false; }
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override { return minimumSizeHint(); }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Field {
        QLabel* name;
        QLabel* value;
        bool wide;
    };

    void arrange(int pairsPerRow);
    int twoPairWidth() const;

    QGridLayout* m_grid;
    QList<Field> m_fields;
    QString m_widestLeft;
    QString m_widestRight;
    int m_pairsPerRow = 0;
};

} // namespace volcano::ui
