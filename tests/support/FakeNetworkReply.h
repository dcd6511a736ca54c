// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QNetworkReply>

namespace volcano::test {

// A QNetworkReply with a scripted outcome, so HttpAnswer::fromReply can be tested without a
// network: an HTTP status (0: none), a body, a network error and raw headers.
class FakeNetworkReply : public QNetworkReply {
    Q_OBJECT
public:
    FakeNetworkReply(int status, const QByteArray& body, NetworkError error,
                     QObject* parent = nullptr);

    void addHeader(const QByteArray& name, const QByteArray& value);
    // What Qt does to a reply it aborts (transfer timeout, cancel): the device is closed.
    void closeDevice();

    void abort() override;
    qint64 bytesAvailable() const override;

protected:
    qint64 readData(char* data, qint64 maxSize) override;

private:
    QByteArray m_body;
    qint64 m_offset = 0;
};

} // namespace volcano::test
