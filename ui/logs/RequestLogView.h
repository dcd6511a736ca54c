// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace volcano {
class RequestLog;
}

namespace volcano::ui {

class CopyTableView;
class RequestFilterProxy;
class RequestLogModel;

// The request log: every HTTP attempt with method, path, status, code, latency and the
// X-Volcano-Request-Id (Ctrl+C or the context menu copies it), following new requests.
class RequestLogView : public QWidget {
    Q_OBJECT
public:
    explicit RequestLogView(RequestLog& log, QWidget* parent = nullptr);

    RequestLogModel* model() const { return m_model; }
    CopyTableView* table() const { return m_table; }
    RequestFilterProxy* proxy() const { return m_proxy; }

private:
    void onRowsInserted();
    void updateSummary();

    RequestLog& m_log;
    RequestLogModel* m_model;
    RequestFilterProxy* m_proxy;
    CopyTableView* m_table;
    QLineEdit* m_filter;
    QCheckBox* m_follow;
    QCheckBox* m_errorsOnly;
    QLabel* m_summary;
};

} // namespace volcano::ui
